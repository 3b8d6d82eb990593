import type { Toast } from '@tjb/cart-bus';

/** The designer's own toasts; 'Error / Please select a garment type.' is spec 001 §5, §8 word for word. */
export const DESIGNER_TOASTS = {
  noGarment: { title: 'Error', description: 'Please select a garment type.', variant: 'destructive' },
  notStored: {
    title: 'Error',
    description: 'Your design could not be saved for the order. Please try again.',
    variant: 'destructive',
  },
  saved: (name: string): Toast => ({ title: 'Design Saved', description: `${name} is in My designs.`, variant: 'success' }),
  saveFailed: {
    title: 'Error',
    description: 'This browser could not keep the design (storage is full or blocked). Try a smaller image.',
    variant: 'destructive',
  },
} as const satisfies Record<string, Toast | ((name: string) => Toast)>;
