import { Building2, ChartCandlestick, Cloud, Code2, MessageCircle, Palette, ShieldCheck, ShoppingCart, Users } from '@/components/ui/icons';
import type { ServiceIcon as IconName } from '@/content/services';

const icons = {
  shield: ShieldCheck,
  cloud: Cloud,
  code: Code2,
  cart: ShoppingCart,
  message: MessageCircle,
  users: Users,
  building: Building2,
  palette: Palette,
  chart: ChartCandlestick,
} as const;

export function ServiceIcon({ name, className }: { name?: IconName; className?: string }) {
  const Icon = icons[name ?? 'code'];
  return <Icon aria-hidden="true" className={className} />;
}
