import { useState } from 'react';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog,
  Disclosure,
  DisclosurePanel,
  Link as AriaLink,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { IconButton } from '../IconButton';
import { cx } from '../internal/cx';
import { ChevronRightIcon, CloseIcon, MenuIcon } from '../internal/icons';
import * as s from './AppShell.css';
import type { MenuNode } from './menu';
import type { MenuRenderOptions } from './HorizontalMenu';

function Tree({
  nodes,
  options,
  close,
  nested,
}: {
  nodes: readonly MenuNode[];
  options: MenuRenderOptions;
  close: () => void;
  nested?: boolean;
}) {
  const { activeTrail, onNavigate } = options;
  const activeId = activeTrail[activeTrail.length - 1];
  return (
    <ul className={nested ? s.drawerSubTree : s.drawerTree}>
      {nodes.map((node) => {
        const inTrail = activeTrail.includes(node.id);
        if (node.children?.length) {
          return (
            <li key={node.id}>
              <Disclosure defaultExpanded={inTrail}>
                <AriaButton slot="trigger" className={cx(s.drawerItem, inTrail && s.submenuActive)}>
                  {node.title}
                  <span className={s.drawerChevron}>
                    <ChevronRightIcon size={16} />
                  </span>
                </AriaButton>
                <DisclosurePanel>
                  <Tree nodes={node.children} options={options} close={close} nested />
                </DisclosurePanel>
              </Disclosure>
            </li>
          );
        }
        return (
          <li key={node.id}>
            <AriaLink
              href={node.href}
              className={s.drawerItem}
              data-active={node.id === activeId || undefined}
              aria-current={node.id === activeId ? 'page' : undefined}
              onPress={() => {
                if (node.href) onNavigate?.(node.href);
                close();
              }}
            >
              {node.title}
            </AriaLink>
          </li>
        );
      })}
    </ul>
  );
}

/** Below 992 px: a menu button opening the navigation tree in a side panel. */
export function MobileMenu({
  menu,
  options,
  brand,
  labels,
  regionClassName,
}: {
  menu: readonly MenuNode[];
  options: MenuRenderOptions;
  brand: ReactNode;
  labels: { menu: string; openMenu: string; closeMenu: string };
  regionClassName?: string;
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <IconButton aria-label={labels.openMenu} className={s.menuButton} onPress={() => setOpen(true)}>
        <MenuIcon />
      </IconButton>
      <ModalOverlay isOpen={isOpen} onOpenChange={setOpen} isDismissable className={s.drawerOverlay}>
        <Modal className={cx(s.drawer, regionClassName)}>
          <Dialog aria-label={labels.menu} className={s.drawerDialog}>
            <div className={s.drawerHeader}>
              <span className={s.brand}>{brand}</span>
              <IconButton aria-label={labels.closeMenu} onPress={() => setOpen(false)}>
                <CloseIcon />
              </IconButton>
            </div>
            <nav aria-label={labels.menu}>
              <Tree nodes={menu} options={options} close={() => setOpen(false)} />
            </nav>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
