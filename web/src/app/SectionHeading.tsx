import { Text, Title, type TitleProps } from '@mantine/core';

/** A card's section title with its dimmed hint underneath, kept together as one block. */
export function SectionHeading({ title, hint, size }: { title: string; hint: string; size?: TitleProps['size'] }) {
  return (
    <div>
      <Title order={3} size={size}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
    </div>
  );
}
