import { useEffect, useState } from 'react';
import ContactDialog, { type ContactDialogProps } from './ContactDialog';

/**
 * The contact dialog for the app screens: the same island, but rendered in the browser only, once hydrated by the
 * first Contact click (client:trigger). Server-rendered, its closed form would put a second 'E-mail' field into
 * every screen's HTML beside the screens' own (the log-in form, the CV's personal details) and add its markup to
 * the bytes /upload sends before its drop zone. The click that hydrated it still opens it: ContactDialog picks
 * up the pending click when it mounts.
 */
export default function ContactDialogOnDemand(props: ContactDialogProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? <ContactDialog {...props} /> : null;
}
