import {
  Button as AriaButton,
  Link as AriaLink,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  SubmenuTrigger,
} from 'react-aria-components';
import { cx } from '../internal/cx';
import { ChevronDownIcon, ChevronRightIcon } from '../internal/icons';
import * as p from '../internal/popover.css';
import * as s from './AppShell.css';
import type { MenuNode } from './menu';

export type MenuRenderOptions = {
  /** Ids from the root to the active page. */
  activeTrail: readonly string[];
  onNavigate?: (href: string) => void;
};

function MenuEntries({ nodes, options }: { nodes: readonly MenuNode[]; options: MenuRenderOptions }) {
  const { activeTrail, onNavigate } = options;
  const activeId = activeTrail[activeTrail.length - 1];
  return (
    <>
      {nodes.map((node) => {
        const inTrail = activeTrail.includes(node.id);
        if (node.children?.length) {
          return (
            <SubmenuTrigger key={node.id}>
              <MenuItem
                id={node.id}
                textValue={node.title}
                className={p.item}
                data-active={inTrail || undefined}
              >
                <span className={p.itemLabel}>{node.title}</span>
                <span className={p.itemEnd}>
                  <ChevronRightIcon size={16} />
                </span>
              </MenuItem>
              <Popover className={p.popover} offset={-4} crossOffset={-4}>
                <Menu aria-label={node.title} className={p.menu}>
                  <MenuEntries nodes={node.children} options={options} />
                </Menu>
              </Popover>
            </SubmenuTrigger>
          );
        }
        const isCurrent = node.id === activeId;
        return (
          <MenuItem
            key={node.id}
            id={node.id}
            href={node.href}
            textValue={node.title}
            className={p.item}
            data-active={isCurrent || undefined}
            onAction={() => node.href && onNavigate?.(node.href)}
            render={
              isCurrent
                ? (props) => ('href' in props ? <a {...props} aria-current="page" /> : <div {...props} />)
                : undefined
            }
          >
            <span className={p.itemLabel}>{node.title}</span>
          </MenuItem>
        );
      })}
    </>
  );
}

/** The desktop menu bar: top-level links and dropdowns with nested submenus. */
export function HorizontalMenu({
  menu,
  options,
  'aria-label': ariaLabel,
}: {
  menu: readonly MenuNode[];
  options: MenuRenderOptions;
  'aria-label': string;
}) {
  const { activeTrail, onNavigate } = options;
  const activeId = activeTrail[activeTrail.length - 1];
  return (
    <nav aria-label={ariaLabel} className={s.menuBar}>
      <ul className={s.menuList}>
        {menu.map((node) => {
          const inTrail = activeTrail.includes(node.id);
          if (node.children?.length) {
            return (
              <li key={node.id}>
                <MenuTrigger>
                  <AriaButton className={s.navItem} data-active={inTrail || undefined}>
                    {node.title}
                    <ChevronDownIcon size={16} />
                  </AriaButton>
                  <Popover placement="bottom start" className={p.popover}>
                    <Menu aria-label={node.title} className={p.menu}>
                      <MenuEntries nodes={node.children} options={options} />
                    </Menu>
                  </Popover>
                </MenuTrigger>
              </li>
            );
          }
          return (
            <li key={node.id}>
              <AriaLink
                href={node.href}
                className={cx(s.navItem)}
                data-active={inTrail || undefined}
                aria-current={node.id === activeId ? 'page' : undefined}
                onPress={() => node.href && onNavigate?.(node.href)}
              >
                {node.title}
              </AriaLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
