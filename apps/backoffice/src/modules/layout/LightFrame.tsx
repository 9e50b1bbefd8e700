import { Outlet } from '@tanstack/react-router';
import { LightLayout } from '@sen/ui';
import { PageHeader } from './PageHeader';
import { QueryProvider } from './QueryProvider';
import * as styles from './layout.styles';

/** The lighter layout used when the address carries the `webview` flag: no menu, no top bar. */
export default function LightFrame() {
  return (
    <QueryProvider>
      <LightLayout>
        <div style={styles.content}>
          <PageHeader />
          <Outlet />
        </div>
      </LightLayout>
    </QueryProvider>
  );
}
