import { Select, Stack, Switch, Title } from '@mantine/core';
import { NOTICE_CHOICES_MINUTES, noticeLabel } from '../../../../domain/scheduling/cancellation-policy';

const NOTICE_OPTIONS = NOTICE_CHOICES_MINUTES.map((minutes) => ({
  value: String(minutes),
  label: noticeLabel(minutes),
}));

interface NoticeSectionProps {
  title: string;
  switchLabel: string;
  enabled: boolean;
  onEnabledChange: (enabled: boolean) => void;
  notice: number;
  onNoticeChange: (minutes: number) => void;
  /** Without the cancellation-rules plan feature the notice stays at 0 (spec §5). */
  noticeLocked: boolean;
  error?: string;
}

/** One part of the policy: whether clients may do it, and how long before the session at the latest. */
export function NoticeSection({
  title,
  switchLabel,
  enabled,
  onEnabledChange,
  notice,
  onNoticeChange,
  noticeLocked,
  error,
}: NoticeSectionProps) {
  const id = `${title.toLowerCase()}-title`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id}>
        {title}
      </Title>
      <Switch
        label={switchLabel}
        checked={enabled}
        onChange={(event) => onEnabledChange(event.currentTarget.checked)}
      />
      {/* spec §7: the notice is removed when clients cannot do it at all. */}
      {enabled ? (
        <Select
          label="Minimum notice"
          data={NOTICE_OPTIONS}
          value={String(noticeLocked ? 0 : notice)}
          onChange={(value) => value !== null && onNoticeChange(Number(value))}
          allowDeselect={false}
          disabled={noticeLocked}
          error={error}
          maw={280}
        />
      ) : null}
    </Stack>
  );
}
