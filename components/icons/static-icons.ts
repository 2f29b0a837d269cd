import * as data from './icon-data';
import { staticIcon } from './static-icon';

// The icons the layout and the server-rendered pages (about, builder, festival) draw without script
// (components/icons/static-icon.tsx), named as in lucide-react. Client components keep importing lucide-react.

export type { StaticIcon } from './static-icon';

export const ArrowLeft = staticIcon(data.arrowLeft);
export const ArrowRight = staticIcon(data.arrowRight);
export const Award = staticIcon(data.award);
export const BadgeCheck = staticIcon(data.badgeCheck);
export const Building = staticIcon(data.building);
export const Building2 = staticIcon(data.buildingComplex);
export const CalendarX = staticIcon(data.calendarX);
export const Check = staticIcon(data.check);
export const ChevronDown = staticIcon(data.chevronDown);
export const ChevronLeft = staticIcon(data.chevronLeft);
export const ChevronRight = staticIcon(data.chevronRight);
export const Construction = staticIcon(data.construction);
export const Crown = staticIcon(data.crown);
export const DoorOpen = staticIcon(data.doorOpen);
export const HardHat = staticIcon(data.hardHat);
export const Heart = staticIcon(data.heart);
export const HeartHandshake = staticIcon(data.heartHandshake);
export const Home = staticIcon(data.house);
export const KeyRound = staticIcon(data.keyRound);
export const LayoutTemplate = staticIcon(data.layoutTemplate);
export const MapPin = staticIcon(data.mapPin);
export const MessageCircle = staticIcon(data.messageCircle);
export const Navigation = staticIcon(data.navigation);
export const PhoneCall = staticIcon(data.phoneCall);
export const Rocket = staticIcon(data.rocket);
export const Search = staticIcon(data.search);
export const SearchX = staticIcon(data.searchX);
export const ShieldCheck = staticIcon(data.shieldCheck);
export const SlidersHorizontal = staticIcon(data.slidersHorizontal);
export const Sparkles = staticIcon(data.sparkles);
export const Store = staticIcon(data.store);
export const Target = staticIcon(data.target);
export const Telescope = staticIcon(data.telescope);
export const UserRound = staticIcon(data.userRound);
export const Users = staticIcon(data.users);
export const X = staticIcon(data.x);
