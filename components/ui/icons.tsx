import type { SVGProps } from 'react';
import type { IconName } from '@/lib/icons/sprite';
// Written by scripts/prebuild/15-icon-sprite.ts; the bundler serves it under a content-hashed address.
import sprite from './icons.svg';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;
export type IconComponent = (props: IconProps) => React.JSX.Element;

/**
 * An icon from the site's sprite (lib/icons/sprite.ts says why): an empty `<svg class="icon">`
 * whose `<use>` draws the shapes from one cached file. Decorative unless given a name
 * (aria-label and role="img"): hidden from assistive technology by default. Size it with a
 * class (`size-4`); `.icon` in app/globals.css gives lucide's 24 px, stroke and colour.
 */
function icon(name: IconName): IconComponent {
  const href = `${(sprite as { src: string }).src}#${name}`;
  return function Icon({ className, ...props }: IconProps) {
    return (
      <svg aria-hidden="true" {...props} className={className ? `icon ${className}` : 'icon'}>
        <use href={href} />
      </svg>
    );
  };
}

// Named as lucide-react names them, so a component swaps `from 'lucide-react'` for this file and nothing else.
export const ArrowDown = /* @__PURE__ */ icon('arrow-down');
export const ArrowLeft = /* @__PURE__ */ icon('arrow-left');
export const ArrowRight = /* @__PURE__ */ icon('arrow-right');
export const ArrowUp = /* @__PURE__ */ icon('arrow-up');
export const Award = /* @__PURE__ */ icon('award');
export const BadgeCheck = /* @__PURE__ */ icon('badge-check');
export const Barcode = /* @__PURE__ */ icon('barcode');
export const Bot = /* @__PURE__ */ icon('bot');
export const Boxes = /* @__PURE__ */ icon('boxes');
export const Brain = /* @__PURE__ */ icon('brain');
export const Briefcase = /* @__PURE__ */ icon('briefcase');
export const Building2 = /* @__PURE__ */ icon('building-2');
export const CalendarCheck = /* @__PURE__ */ icon('calendar-check');
export const CalendarClock = /* @__PURE__ */ icon('calendar-clock');
export const CalendarDays = /* @__PURE__ */ icon('calendar-days');
export const Captions = /* @__PURE__ */ icon('captions');
export const ChartCandlestick = /* @__PURE__ */ icon('chart-candlestick');
export const ChartColumn = /* @__PURE__ */ icon('chart-column');
export const Check = /* @__PURE__ */ icon('check');
export const CheckCircle2 = /* @__PURE__ */ icon('check-circle-2');
export const ChevronDown = /* @__PURE__ */ icon('chevron-down');
export const ChevronLeft = /* @__PURE__ */ icon('chevron-left');
export const ChevronRight = /* @__PURE__ */ icon('chevron-right');
export const CircleAlert = /* @__PURE__ */ icon('circle-alert');
export const CircleCheck = /* @__PURE__ */ icon('circle-check');
export const ClipboardList = /* @__PURE__ */ icon('clipboard-list');
export const Clock = /* @__PURE__ */ icon('clock');
export const Cloud = /* @__PURE__ */ icon('cloud');
export const Code = /* @__PURE__ */ icon('code');
export const Code2 = /* @__PURE__ */ icon('code-2');
export const Cookie = /* @__PURE__ */ icon('cookie');
export const Copy = /* @__PURE__ */ icon('copy');
export const Cpu = /* @__PURE__ */ icon('cpu');
export const Database = /* @__PURE__ */ icon('database');
export const Download = /* @__PURE__ */ icon('download');
export const ExternalLink = /* @__PURE__ */ icon('external-link');
export const Eye = /* @__PURE__ */ icon('eye');
export const FileCheck2 = /* @__PURE__ */ icon('file-check-2');
export const FileText = /* @__PURE__ */ icon('file-text');
export const FlaskConical = /* @__PURE__ */ icon('flask-conical');
export const FolderOpen = /* @__PURE__ */ icon('folder-open');
export const Gauge = /* @__PURE__ */ icon('gauge');
export const Globe = /* @__PURE__ */ icon('globe');
export const Handshake = /* @__PURE__ */ icon('handshake');
export const Headset = /* @__PURE__ */ icon('headset');
export const History = /* @__PURE__ */ icon('history');
export const Home = /* @__PURE__ */ icon('home');
export const Image = /* @__PURE__ */ icon('image');
export const ImagePlus = /* @__PURE__ */ icon('image-plus');
export const Images = /* @__PURE__ */ icon('images');
export const Layers = /* @__PURE__ */ icon('layers');
export const LayoutGrid = /* @__PURE__ */ icon('layout-grid');
export const Lightbulb = /* @__PURE__ */ icon('lightbulb');
export const LoaderCircle = /* @__PURE__ */ icon('loader-circle');
export const Lock = /* @__PURE__ */ icon('lock');
export const Mail = /* @__PURE__ */ icon('mail');
export const MapPin = /* @__PURE__ */ icon('map-pin');
export const Megaphone = /* @__PURE__ */ icon('megaphone');
export const Menu = /* @__PURE__ */ icon('menu');
export const MessageCircle = /* @__PURE__ */ icon('message-circle');
export const Mic = /* @__PURE__ */ icon('mic');
export const MicOff = /* @__PURE__ */ icon('mic-off');
export const Navigation = /* @__PURE__ */ icon('navigation');
export const Newspaper = /* @__PURE__ */ icon('newspaper');
export const Package = /* @__PURE__ */ icon('package');
export const PackageCheck = /* @__PURE__ */ icon('package-check');
export const Palette = /* @__PURE__ */ icon('palette');
export const Paperclip = /* @__PURE__ */ icon('paperclip');
export const PenTool = /* @__PURE__ */ icon('pen-tool');
export const Phone = /* @__PURE__ */ icon('phone');
export const PlayCircle = /* @__PURE__ */ icon('play-circle');
export const Plug = /* @__PURE__ */ icon('plug');
export const Plus = /* @__PURE__ */ icon('plus');
export const Printer = /* @__PURE__ */ icon('printer');
export const Quote = /* @__PURE__ */ icon('quote');
export const Radar = /* @__PURE__ */ icon('radar');
export const RefreshCw = /* @__PURE__ */ icon('refresh-cw');
export const Rocket = /* @__PURE__ */ icon('rocket');
export const RotateCcw = /* @__PURE__ */ icon('rotate-ccw');
export const ScanSearch = /* @__PURE__ */ icon('scan-search');
export const Search = /* @__PURE__ */ icon('search');
export const Send = /* @__PURE__ */ icon('send');
export const Server = /* @__PURE__ */ icon('server');
export const Share2 = /* @__PURE__ */ icon('share-2');
export const ShieldCheck = /* @__PURE__ */ icon('shield-check');
export const ShoppingCart = /* @__PURE__ */ icon('shopping-cart');
export const SlidersHorizontal = /* @__PURE__ */ icon('sliders-horizontal');
export const Sparkles = /* @__PURE__ */ icon('sparkles');
export const Tag = /* @__PURE__ */ icon('tag');
export const Target = /* @__PURE__ */ icon('target');
export const ThumbsDown = /* @__PURE__ */ icon('thumbs-down');
export const ThumbsUp = /* @__PURE__ */ icon('thumbs-up');
export const TrendingUp = /* @__PURE__ */ icon('trending-up');
export const TriangleAlert = /* @__PURE__ */ icon('triangle-alert');
export const Truck = /* @__PURE__ */ icon('truck');
export const UserRound = /* @__PURE__ */ icon('user-round');
export const Users = /* @__PURE__ */ icon('users');
export const Wallet = /* @__PURE__ */ icon('wallet');
export const X = /* @__PURE__ */ icon('x');
export const Zap = /* @__PURE__ */ icon('zap');
