import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

export type QrCodeProps = {
  /** What the code holds (the verification link). */
  value: string;
  /** Its accessible name. */
  label: string;
  /** Drawn size in CSS pixels. */
  size?: number;
};

/**
 * A QR code drawn as one SVG path (qrcode-generator, error correction M, a four-module quiet zone).
 * Loaded lazily by the certificate: the encoder is not in the first load of any page.
 */
export default function QrCode({ value, label, size = 120 }: QrCodeProps) {
  const { path, extent } = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(value);
    code.make();
    const count = code.getModuleCount();
    let d = '';
    for (let row = 0; row < count; row += 1) {
      for (let col = 0; col < count; col += 1) if (code.isDark(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
    }
    return { path: d, extent: count + 8 };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
