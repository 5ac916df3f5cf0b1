import { Button, Group } from '@mantine/core';
import { MailIcon } from '../../../components/icons';

export interface ShareLink {
  network: 'X' | 'Facebook' | 'LinkedIn' | 'WhatsApp' | 'Email';
  href: string;
}

/** The share targets for the booking page (spec, doc 1 §1: share buttons link to the booking page). */
export function buildShareLinks(pageUrl: string, text: string): ShareLink[] {
  const url = encodeURIComponent(pageUrl);
  const message = encodeURIComponent(text);
  return [
    { network: 'X', href: `https://x.com/intent/tweet?url=${url}&text=${message}` },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
    { network: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${text} ${pageUrl}`)}` },
    {
      network: 'Email',
      href: `mailto:?subject=${message}&body=${encodeURIComponent(`${text}: ${pageUrl}`)}`,
    },
  ];
}

export function ShareButtons({ pageUrl, text }: { pageUrl: string; text: string }) {
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label="Share your booking page">
      {buildShareLinks(pageUrl, text).map(({ network, href }) => (
        <Button
          key={network}
          component="a"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          size="xs"
          radius="xl"
          aria-label={network === 'Email' ? 'Share by email' : `Share on ${network}`}
          leftSection={network === 'Email' ? <MailIcon size={14} /> : null}
        >
          {network}
        </Button>
      ))}
    </Group>
  );
}
