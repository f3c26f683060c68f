/**
 * Small line icons (24 px grid, currentColor), always decorative: the control that holds one carries the
 * accessible name.
 */
type IconProps = { size?: number };

function Icon({ size = 18, path }: IconProps & { path: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

export const PencilIcon = (props: IconProps) => <Icon {...props} path="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />;
export const CheckIcon = (props: IconProps) => <Icon {...props} path="M20 6 9 17l-5-5" />;
export const TrashIcon = (props: IconProps) => <Icon {...props} path="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6" />;
export const PlusIcon = (props: IconProps) => <Icon {...props} path="M12 5v14M5 12h14" />;
export const GripIcon = (props: IconProps) => <Icon {...props} path="M9 5h.01M9 12h.01M9 19h.01M15 5h.01M15 12h.01M15 19h.01" />;
