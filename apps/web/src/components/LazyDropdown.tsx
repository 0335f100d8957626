import { Dropdown, type DropdownProps } from 'antd';
import { cloneElement, type ReactElement, useEffect, useState } from 'react';

type Handler = (event: never) => void;
type TriggerProps = { onMouseEnter?: Handler; onClick?: Handler };

/**
 * A hover dropdown that mounts antd's Dropdown only when the pointer first reaches its trigger or
 * the trigger is clicked (touch, keyboard): until then the trigger renders alone. A list renders one per row (its "more"
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
  // the menu opens once the Dropdown has mounted around its trigger (it places its popup by it)
  useEffect(() => {
    if (isMounted) setOpen(true);
  }, [isMounted]);

  if (!isMounted) {
    // Mounting replaces the trigger's element: only at moments when that loses nothing (not on
    // focus, which comes with a mouse press whose click would then miss). The trigger's own
    // handlers run too.
    const own = children.props;
    const mount =
      (handler: Handler | undefined): Handler =>
      (event) => {
        handler?.(event);
        setMounted(true);
      };
    return cloneElement(children, { onMouseEnter: mount(own.onMouseEnter), onClick: mount(own.onClick) });
  }
  return (
    <Dropdown menu={menu} open={open} onOpenChange={setOpen}>
      {children}
    </Dropdown>
  );
}
