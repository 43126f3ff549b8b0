/**
 * The two share posters of spec §9 (canvas 750×1150 and 594×850): the layout as numbers (tested
 * without a browser), and the drawing onto a canvas. Same design at both sizes: a coloured
 * background, a white card, the member's avatar and nickname, the invitation code, and the QR code
 * of the invitation link.
 */
export const POSTER_SIZES = {
  large: { width: 750, height: 1150 },
  small: { width: 594, height: 850 },
} as const;
export type PosterKind = keyof typeof POSTER_SIZES;
export const POSTER_KINDS = Object.keys(POSTER_SIZES) as PosterKind[];

export type Box = { x: number; y: number; width: number; height: number };
export type TextSpot = { x: number; y: number; size: number };

export type PosterLayout = {
  width: number;
  height: number;
  card: Box & { radius: number };
  title: TextSpot;
  subtitle: TextSpot;
  avatar: Box;
  nickname: TextSpot;
  code: TextSpot;
  qr: Box;
  scan: TextSpot;
};

export function posterLayout(kind: PosterKind): PosterLayout {
  const { width, height } = POSTER_SIZES[kind];
  const w = (f: number) => Math.round(width * f);
  const h = (f: number) => Math.round(height * f);
  const avatarSize = w(0.2);
  const qrSize = w(0.44);
  return {
    width,
    height,
    card: { x: w(0.06), y: h(0.2), width: width - 2 * w(0.06), height: h(0.76), radius: w(0.03) },
    title: { x: width / 2, y: h(0.085), size: w(0.064) },
    subtitle: { x: width / 2, y: h(0.145), size: w(0.036) },
    avatar: { x: (width - avatarSize) / 2, y: h(0.235), width: avatarSize, height: avatarSize },
    nickname: { x: width / 2, y: h(0.235) + avatarSize + h(0.05), size: w(0.045) },
    code: { x: width / 2, y: h(0.235) + avatarSize + h(0.095), size: w(0.036) },
    qr: { x: (width - qrSize) / 2, y: h(0.55), width: qrSize, height: qrSize },
    scan: { x: width / 2, y: h(0.55) + qrSize + h(0.05), size: w(0.032) },
  };
}

/** True when two boxes share any area. */
export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

export type PosterContent = {
  title: string;
  subtitle: string;
  nickname: string;
  code: string;
  scan: string;
  /** The QR code of the invitation link, drawn already. */
  qr: CanvasImageSource;
  /** The member's avatar (same-origin, so the canvas stays exportable); null: the nickname's initial. */
  avatar: CanvasImageSource | null;
};

/** Draws a poster onto `canvas`, sizing it to the layout. */
export function drawPoster(canvas: HTMLCanvasElement, layout: PosterLayout, content: PosterContent): void {
  canvas.width = layout.width;
  canvas.height = layout.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  const gradient = ctx.createLinearGradient(0, 0, 0, layout.height);
  gradient.addColorStop(0, '#ff7a45');
  gradient.addColorStop(1, '#d4380d');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, layout.width, layout.height);

  const { card } = layout;
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.roundRect(card.x, card.y, card.width, card.height, card.radius);
  ctx.fill();

  const text = (value: string, spot: TextSpot, color: string, weight = 'normal') => {
    ctx.fillStyle = color;
    ctx.font = `${weight} ${spot.size}px system-ui, -apple-system, "PingFang TC", "Microsoft JhengHei", sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(value, spot.x, spot.y, layout.width * 0.8);
  };
  text(content.title, layout.title, '#ffffff', 'bold');
  text(content.subtitle, layout.subtitle, '#fff1e8');

  const { avatar } = layout;
  const radius = avatar.width / 2;
  ctx.save();
  ctx.beginPath();
  ctx.arc(avatar.x + radius, avatar.y + radius, radius, 0, Math.PI * 2);
  ctx.closePath();
  ctx.clip();
  if (content.avatar) {
    ctx.drawImage(content.avatar, avatar.x, avatar.y, avatar.width, avatar.height);
  } else {
    ctx.fillStyle = '#ffd8bf';
    ctx.fillRect(avatar.x, avatar.y, avatar.width, avatar.height);
    text(
      Array.from(content.nickname)[0]?.toUpperCase() ?? 'U',
      { x: avatar.x + radius, y: avatar.y + radius, size: radius },
      '#d4380d',
      'bold',
    );
  }
  ctx.restore();

  text(content.nickname, layout.nickname, '#262626', 'bold');
  text(content.code, layout.code, '#8c8c8c');
  ctx.drawImage(content.qr, layout.qr.x, layout.qr.y, layout.qr.width, layout.qr.height);
  text(content.scan, layout.scan, '#595959');
}

/** The file name a saved poster gets. */
export function posterFileName(kind: PosterKind, code: string): string {
  const { width, height } = POSTER_SIZES[kind];
  return `uu-invitation-${code}-${width}x${height}.png`;
}
