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

/** docs/permissions.md §9: the link that signs the owner of an account under guard in. */
export function signInLinkMail({ to, link }: { to: string; link: string }): Mail {
  return {
    to,
    subject: 'Wasit: your sign-in link / votre lien de connexion / رابط تسجيل الدخول',
    text: [
      `Many wrong passwords were tried on your account, so signing in needs this link. Open it within 15 minutes, once: ${link}`,
      `De nombreux mots de passe erronés ont été essayés sur votre compte : la connexion demande ce lien. Ouvrez-le dans les 15 minutes, une seule fois : ${link}`,
      `جُرّبت كلمات مرور خاطئة كثيرة على حسابك، لذا يتطلب تسجيل الدخول هذا الرابط. افتحه خلال 15 دقيقة، مرة واحدة: ${link}`,
      '',
      'If you did not just sign in, someone else knows your password: change it. / Si vous ne venez pas de vous connecter, quelqu’un connaît votre mot de passe : changez-le. / إن لم تكن قد سجّلت الدخول للتو فهناك من يعرف كلمة مرورك: غيّرها.',
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

/** The link that creates a pending account: only whoever reads the mailbox can follow it (docs/permissions.md §9). */
export function confirmSignUpMail({ to, link }: { to: string; link: string }): Mail {
  return {
    to,
    subject: 'Wasit: confirm your sign-up / confirmez votre inscription / أكّد تسجيلك',
    text: [
      `To finish signing up, open this link within 24 hours: ${link}`,
      `Pour terminer votre inscription, ouvrez ce lien dans les 24 heures : ${link}`,
      `لإتمام تسجيلك، افتح هذا الرابط خلال 24 ساعة: ${link}`,
      '',
      'Your account will then wait for an administrator’s approval. / Votre compte attendra ensuite l’approbation d’un administrateur. / سينتظر حسابك بعد ذلك موافقة المسؤول.',
      'If you did not ask for this, ignore this mail: no account is created. / Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : aucun compte n’est créé. / إذا لم تطلب ذلك فتجاهل هذه الرسالة: لن يُنشأ أي حساب.',
    ].join('\n'),
  };
}

/** To the owner of an e-mail someone tried to sign up with; the sign-up form itself answers as for a new e-mail. */
export function signUpWithExistingEmailMail({ to, link }: { to: string; link: string }): Mail {
  return {
    to,
    subject: 'Wasit: sign-up attempt with your e-mail / tentative d’inscription avec votre e-mail / محاولة تسجيل ببريدك الإلكتروني',
    text: [
      `Someone tried to sign up with this e-mail. An account with this email already exists: sign in at ${link}, or reset your password there if you forgot it.`,
      `Quelqu’un a tenté de s’inscrire avec cet e-mail. Un compte existe déjà avec cet e-mail : connectez-vous sur ${link}, ou réinitialisez-y votre mot de passe si vous l’avez oublié.`,
      `حاول شخص ما التسجيل بهذا البريد الإلكتروني. يوجد حساب بهذا البريد الإلكتروني بالفعل: سجّل الدخول عبر ${link}، أو أعد تعيين كلمة المرور هناك إذا نسيتها.`,
      '',
      'If it was not you, you need do nothing: no account was created. / Si ce n’était pas vous, vous n’avez rien à faire : aucun compte n’a été créé. / إذا لم تكن أنت فلا داعي لأي إجراء: لم يُنشأ أي حساب.',
    ].join('\n'),
  };
}
