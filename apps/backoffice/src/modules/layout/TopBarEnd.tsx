import { Bookmarks } from './Bookmarks';
import { BranchPicker } from './BranchPicker';
import { PreferenceControls } from './Preferences';
import { UserMenu } from './UserMenu';
import * as styles from './layout.styles';

/** The right side of the top bar. */
export function TopBarEnd() {
  return (
    <div style={styles.topBarEnd}>
      <Bookmarks />
      <BranchPicker />
      <PreferenceControls />
      <UserMenu />
    </div>
  );
}
