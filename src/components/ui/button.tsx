import type { ButtonHTMLAttributes, Ref } from 'react';

/** SPEC §1: the button's variants and sizes. */
export const BUTTON_VARIANTS = ['default', 'primary', 'destructive', 'outline', 'secondary', 'ghost', 'link'] as const;
export const BUTTON_SIZES = ['default', 'sm', 'lg', 'icon'] as const;

export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Paint the border with the brand gradient (the style is defined once in global.css). */
  gradientBorder?: boolean;
  className?: string;
}

/**
 * Class names for a button look. Exported so Astro links can look like buttons without hydrating React.
 */
export function buttonVariants({ variant = 'default', size = 'default', gradientBorder = false, className }: ButtonStyle = {}): string {
  return ['btn', `btn--${variant}`, `btn--size-${size}`, gradientBorder && 'btn--gradient-border', className].filter(Boolean).join(' ');
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle & { ref?: Ref<HTMLButtonElement> };

/** The one Button. `data-variant`/`data-size` are hooks for tests and CSS. */
export function Button({ variant, size, gradientBorder, className, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      data-variant={variant ?? 'default'}
      data-size={size ?? 'default'}
      className={buttonVariants({ variant, size, gradientBorder, className })}
      {...props}
    />
  );
}
