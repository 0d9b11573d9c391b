// Public surface of @telehealth/ui. Markdown is deliberately absent: it pulls in a parser,
// so apps take LazyMarkdown from here or import '@telehealth/ui/markdown' behind React.lazy.
export { Logo, ProductBrand, type LogoProps, type ProductBrandProps } from './logo';
export { cx } from './class-names';

export { Button, type ButtonProps } from './button';
export { buttonClasses, type ButtonSize, type ButtonStyleOptions, type ButtonVariant } from './button-styles';
export { Spinner, type SpinnerProps, type SpinnerSize } from './spinner';
export { Badge, type BadgeProps, type BadgeVariant } from './badge';
export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  type CardProps,
  type CardTitleProps,
} from './card';
export { Switch, type SwitchProps } from './switch';

export { Dialog, type DialogProps, type DialogSize } from './dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export {
  Menu,
  type MenuActionEntry,
  type MenuEntry,
  type MenuLinkEntry,
  type MenuLinkProps,
  type MenuProps,
} from './menu';

export { ChatBubble, type ChatAttachment, type ChatBubbleProps } from './chat-bubble';
export type { ChatSide } from './chat-layout';
export { MessageList, type MessageListProps } from './message-list';
export { TypingIndicator, type TypingIndicatorProps } from './typing-indicator';
export { QuickReplies, type QuickRepliesProps, type QuickReplyOption } from './quick-replies';

export { LazyMarkdown } from './lazy-markdown';
export type { MarkdownProps } from './markdown';
export { isAllowedMarkdownUrl, MARKDOWN_LINK_PROTOCOLS } from './markdown-urls';

export { Avatar, type AvatarProps, type AvatarSize } from './avatar';
export { AvatarPicker, type AvatarPickerProps } from './avatar-picker';
export {
  AVATAR_NUMBERS,
  avatarBackgroundPosition,
  avatarSpriteUrl,
  avatarStyle,
  resolveAvatarNumber,
} from './avatar-sprite';

export * from './toast';
