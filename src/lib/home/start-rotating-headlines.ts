import { startRotation } from '@/lib/home/rotate-headline';
import { REDUCED_MOTION_QUERY } from '@/lib/motion';

/** Starts every rotating headline on the page (components/home/RotatingHeadline.astro), following the visitor's motion preference. */
const reducedMotion = window.matchMedia(REDUCED_MOTION_QUERY);
for (const root of document.querySelectorAll<HTMLElement>('[data-slot="rotating-headline"]')) startRotation(root, { reducedMotion });
