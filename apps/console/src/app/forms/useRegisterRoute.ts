import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * A register page's address (`/...-register` or `/...-register/:id`): without an id it registers a new record.
 * After a create the page moves to the record's own address (replace), and the form that created it stays (the
 * same key: no reload, nothing typed lost), so its next save is an update.
 */
export function useRegisterRoute(id: string | undefined) {
  const location = useLocation();
  const [created, setCreated] = useState<{ id: string; key: string } | null>(null);
  const createdHere = id !== undefined && created?.id === id;
  const key = createdHere ? created.key : `new-${location.key}`;
  return {
    /** The form registers (or has just registered) a record: the address names none to load. */
    creating: id === undefined || createdHere,
    /** The creating form's key. */
    key,
    /** Remembers the record the form created, before the address changes to it. */
    created: (newId: string | number) => {
      setCreated({ id: String(newId), key });
    },
  };
}
