import { Anchor, Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from '../../app/LanguageSelect';
import { ThemeToggle } from '../../app/ThemeToggle';

/** The frame of the public forms: brand, language and theme, one card. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box mih="100dvh" p="md" bg="var(--mantine-color-body)">
      <Group justify="space-between" maw={960} mx="auto">
        <Anchor component={Link} to="/" fw={700} fz="xl" c="teal" underline="never">
          {t('app.name')}
        </Anchor>
        <Group gap="xs">
          <LanguageSelect />
          <ThemeToggle />
        </Group>
      </Group>
      <Center mt={48}>
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} w="100%" maw={440}>
          <Stack gap={4} mb="lg">
            <Title order={2}>{title}</Title>
            {subtitle ? (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Paper>
      </Center>
    </Box>
  );
}
