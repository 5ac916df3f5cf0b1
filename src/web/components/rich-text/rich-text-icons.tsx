// The editor's toolbar icons (24px grid, currentColor), decorative only.
import { Svg } from '../icons';
export function BoldIcon() {
  return (
    <Svg>
      <path d="M7 5h6a3.5 3.5 0 0 1 0 7H7z" />
      <path d="M7 12h7a3.5 3.5 0 0 1 0 7H7z" />
    </Svg>
  );
}

export function ItalicIcon() {
  return (
    <Svg>
      <path d="M11 5h6M7 19h6M14 5l-4 14" />
    </Svg>
  );
}

export function BulletListIcon() {
  return (
    <Svg>
      <path d="M10 6h10M10 12h10M10 18h10" />
      <circle cx="5" cy="6" r="1" fill="currentColor" />
      <circle cx="5" cy="12" r="1" fill="currentColor" />
      <circle cx="5" cy="18" r="1" fill="currentColor" />
    </Svg>
  );
}

export function LinkIcon() {
  return (
    <Svg>
      <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
    </Svg>
  );
}

export function UnlinkIcon() {
  return (
    <Svg>
      <path d="M15.5 12.5 18.7 9.3a4 4 0 0 0-5.66-5.66L10 6.7" />
      <path d="M8.5 11.5 5.3 14.7a4 4 0 0 0 5.66 5.66L14 17.3" />
      <path d="M4 4l16 16" />
    </Svg>
  );
}
