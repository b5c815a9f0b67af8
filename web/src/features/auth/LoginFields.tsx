import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAt, IconLock, IconPhone, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '../../../../contract/field-rules';
import { hasRequiredFields } from './login-form';
import type { LoginFlow } from './use-login-flow';

/** The sign-in / sign-up form: name and phone only when signing up, the reset link only when signing in. */
export function LoginFields({ flow }: { flow: LoginFlow }) {
  const { t } = useTranslation();
  const { form, mode, busy } = flow;
  const isSignUp = mode === 'signUp';
  return (
    <form onSubmit={flow.submit} noValidate>
      <Stack gap="sm">
        {isSignUp ? (
          <TextInput label={t('auth.fields.name')} leftSection={<IconUser size={16} />} autoComplete="name" required {...form.getInputProps('name')} />
        ) : null}
        <TextInput
          label={t('auth.fields.email')}
          type="email"
          leftSection={<IconAt size={16} />}
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        {isSignUp ? (
          <TextInput
            label={t('auth.fields.phone')}
            type="tel"
            dir="ltr"
            leftSection={<IconPhone size={16} />}
            autoComplete="tel"
            required
            {...form.getInputProps('phone')}
          />
        ) : null}
        <PasswordInput
          label={t('auth.fields.password')}
          description={isSignUp ? t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH }) : undefined}
          leftSection={<IconLock size={16} />}
          autoComplete={isSignUp ? 'new-password' : 'current-password'}
          visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
          required
          {...form.getInputProps('password')}
        />
        {isSignUp ? null : (
          <Group justify="flex-end">
            <Anchor component="button" type="button" size="sm" onClick={flow.requestReset} disabled={busy} data-testid="forgot-password">
              {flow.resetPending ? t('auth.forgot.busy') : t('auth.forgot.link')}
            </Anchor>
          </Group>
        )}
        <Button type="submit" fullWidth mt="sm" disabled={busy || !hasRequiredFields(mode, form.getValues())}>
          {flow.submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
