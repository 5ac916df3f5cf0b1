// Icons of the packages screens (24px grid, currentColor), decorative only.
import { Svg } from '../../../components/icons';
export function RemoveIcon() {
  return (
    <Svg>
      <path d="M6 6l12 12M18 6 6 18" />
    </Svg>
  );
}

export function PackageIcon({ size = 28 }: { size?: number }) {
  return (
    <Svg size={size}>
      <path d="M21 8 12 3 3 8v8l9 5 9-5z" />
      <path d="m3 8 9 5 9-5M12 13v8" />
    </Svg>
  );
}
