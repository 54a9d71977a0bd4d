import {
  Barcode, Boxes, Bot, Brain, Briefcase, Building2, CalendarDays, ChartColumn, Check, ClipboardList, Cloud, Code, Cpu,
  Database, Eye, FlaskConical, Gauge, Globe, Headset, Image, Layers, Lock, Mail, MapPin, Megaphone, MessageCircle,
  Package, Palette, PenTool, Phone, Plug, Printer, Radar, RefreshCw, Rocket, ScanSearch, Search, Send, Server,
  ShieldCheck, ShoppingCart, TrendingUp, TriangleAlert, Truck, Users, Wallet, type IconComponent,
} from '@/components/ui/icons';
import type { ServiceIconName } from '@/lib/services/schema';

const icons: Record<ServiceIconName, IconComponent> = {
  code: Code, layers: Layers, server: Server, database: Database, gauge: Gauge, plug: Plug, palette: Palette,
  pen: PenTool, package: Package, image: Image, printer: Printer, megaphone: Megaphone, cart: ShoppingCart,
  boxes: Boxes, truck: Truck, barcode: Barcode, chart: ChartColumn, refresh: RefreshCw, message: MessageCircle,
  bot: Bot, send: Send, phone: Phone, users: Users, building: Building2, mail: Mail, calendar: CalendarDays,
  briefcase: Briefcase, map: MapPin, shield: ShieldCheck, lock: Lock, radar: Radar, alert: TriangleAlert,
  scan: ScanSearch, cloud: Cloud, cpu: Cpu, wallet: Wallet, trending: TrendingUp, eye: Eye, flask: FlaskConical,
  brain: Brain, search: Search, clipboard: ClipboardList, rocket: Rocket, headset: Headset, globe: Globe, check: Check,
};

/** Decorative: the card's heading carries the meaning. */
export function FeatureIcon({ name, className }: { name: ServiceIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
