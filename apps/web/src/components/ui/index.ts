/** Shared presentational parts. Features import from here, never from each other. */
export { Button, type ButtonProps, type ButtonVariant } from './button';
export { BottomSheet, type BottomSheetProps, type SheetState } from './bottom-sheet';
export { Modal, type ModalProps } from './modal';
export { NoticeHost } from './toast';
export { Toggle, type ToggleProps } from './toggle';
export { Skeleton, type SkeletonProps } from './skeleton';
export { Loader, type LoaderProps } from './loader';
export { EmptyState, DEFAULT_EMPTY_MESSAGE, type EmptyStateProps } from './empty-state';
