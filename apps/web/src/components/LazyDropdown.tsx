import { Dropdown, type DropdownProps } from 'antd';
import { cloneElement, type ReactElement, useEffect, useState } from 'react';

type Handler = (event: never) => void;
type TriggerProps = { onMouseEnter?: Handler; onFocus?: Handler; onClick?: Handler };

/**
 * A hover dropdown that mounts antd's Dropdown only when the pointer or the focus first reaches its
 * trigger: until then the trigger renders alone. A list renders one per row (its "more"
 * operations), and each mounted Dropdown is a popup trigger with its own observers and effects, for
 * a menu that is opened on one row at a time.
 */
export function LazyDropdown({
  menu,
  children,
}: {
  menu: DropdownProps['menu'];
  children: ReactElement<TriggerProps>;
}) {
  const [isMounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const [openOnMount, setOpenOnMount] = useState(false);
  // the menu opens once the Dropdown has mounted around its trigger (it places its popup by it)
  useEffect(() => {
    if (isMounted && openOnMount) setOpen(true);
  }, [isMounted, openOnMount]);

  if (!isMounted) {
    // the pointer on the trigger (or a click) mounts the menu and opens it, the focus only mounts
    // it; the trigger's own handlers run too
    const own = children.props;
    const mount =
      (handler: Handler | undefined, andOpen: boolean): Handler =>
      (event) => {
        handler?.(event);
        setMounted(true);
        setOpenOnMount(andOpen);
      };
    return cloneElement(children, {
      onMouseEnter: mount(own.onMouseEnter, true),
      onClick: mount(own.onClick, true),
      onFocus: mount(own.onFocus, false),
    });
  }
  return (
    <Dropdown menu={menu} open={open} onOpenChange={setOpen}>
      {children}
    </Dropdown>
  );
}
