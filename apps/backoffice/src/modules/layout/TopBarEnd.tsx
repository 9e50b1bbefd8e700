import { BranchPicker } from './BranchPicker';
import { PreferenceControls } from './Preferences';
import * as styles from './layout.styles';

/** Controls at the end of the top bar, before the notifications and the account menu: branch, theme, language. */
export function TopBarEnd() {
  return (
    <div style={styles.topBarEnd}>
      <BranchPicker />
      <PreferenceControls />
    </div>
  );
}
