import type { Mail } from './mailer';

/** Mails go out in the three languages of the product, as the reader's choice is not known. */
export function resetPasswordMail({ to, link }: { to: string; link: string }): Mail {
  return {
    to,
    subject: 'Wasit: reset your password / réinitialiser votre mot de passe / إعادة تعيين كلمة المرور',
    text: [
      `To choose a new password, open this link within one hour: ${link}`,
      `Pour choisir un nouveau mot de passe, ouvrez ce lien dans l'heure : ${link}`,
      `لاختيار كلمة مرور جديدة، افتح هذا الرابط خلال ساعة: ${link}`,
      '',
      'If you did not ask for this, ignore this mail. / Si vous n’êtes pas à l’origine de cette demande, ignorez ce message. / إذا لم تطلب ذلك فتجاهل هذه الرسالة.',
    ].join('\n'),
  };
}

export function accountApprovedMail({ to, link }: { to: string; link: string }): Mail {
  return {
    to,
    subject: 'Wasit: your account is approved / votre compte est approuvé / تمت الموافقة على حسابك',
    text: [
      `Your account has been approved. You can now sign in: ${link}`,
      `Votre compte a été approuvé. Vous pouvez maintenant vous connecter : ${link}`,
      `تمت الموافقة على حسابك. يمكنك الآن تسجيل الدخول: ${link}`,
    ].join('\n'),
  };
}
