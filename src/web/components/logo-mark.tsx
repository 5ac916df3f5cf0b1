/** The Slotwise mark: a day of time slots with one picked. Same drawing as public/favicon.svg. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-indigo-6, #4c6ef5)" />
      <rect x="7" y="8" width="18" height="4" rx="2" fill="#fff" fillOpacity="0.55" />
      <rect x="7" y="14" width="12" height="4" rx="2" fill="#fff" />
      <circle cx="23" cy="16" r="2.5" fill="#fff" />
      <rect x="7" y="20" width="18" height="4" rx="2" fill="#fff" fillOpacity="0.55" />
    </svg>
  );
}
