import { BranchPicker } from './BranchPicker';
import { PreferenceControls } from './Preferences';
import { UserMenu } from './UserMenu';
import * as styles from './layout.styles';

/** The right side of the top bar: branch picker, theme, colour, language and the account menu. */
export function TopBarEnd() {
  return (
    <div style={styles.topBarEnd}>
      <BranchPicker />
      <PreferenceControls />
      <UserMenu />
    </div>
  );
}
