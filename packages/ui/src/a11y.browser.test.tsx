import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { AppShell } from './AppShell';
import { AuthLayout } from './AuthLayout';
import { Breadcrumbs } from './Breadcrumbs';
import { Button } from './Button';
import { Card } from './Card';
import { Checkbox } from './Checkbox';
import { DropdownMenu } from './DropdownMenu';
import { Form } from './Form';
import { LocaleSwitcher } from './LocaleSwitcher';
import { MultiSelect } from './MultiSelect';
import { PrimaryColorPicker } from './PrimaryColorPicker';
import { StatCard } from './StatCard';
import { StatusPage } from './StatusPage';
import { TextField } from './TextField';
import { ThemeSwitcher } from './ThemeSwitcher';
import { ThemeRoot } from './theme/ThemeRoot';
import type { ThemeName } from './theme/ThemeRoot';
import { Alert } from './Alert';
import { demoMenu } from './test/fixtures';

async function violations(context: Element) {
  const result = await axe.run(context);
  // Colour contrast must actually have been checked, not skipped.
  expect(result.passes.some((rule) => rule.id === 'color-contrast')).toBe(true);
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  }));
}

function Shell({ theme }: { theme: ThemeName }) {
  return (
    <ThemeRoot theme={theme}>
      <AppShell
        brand="Sen ERP"
        menu={demoMenu}
        currentPath="/crm/partners"
        bookmarks={[
          { href: '/crm/partners', title: 'Khách hàng' },
          { href: '/crm/tasks', title: 'Công việc' },
        ]}
        topBarEnd={
          <>
            <MultiSelect
              aria-label="Chi nhánh"
              items={[
                { id: 'CN01', label: 'Chi nhánh 1' },
                { id: 'CN02', label: 'Chi nhánh 2' },
              ]}
              defaultValue={['CN01']}
            />
            <ThemeSwitcher value={theme} onChange={() => undefined} />
            <LocaleSwitcher value="vi" onChange={() => undefined} />
            <DropdownMenu
              trigger="Quản trị"
              items={[
                { id: 'profile', label: 'Hồ sơ', href: '/user/profile' },
                { id: 'sep', type: 'separator' },
                { id: 'logout', label: 'Đăng xuất', onAction: () => undefined },
              ]}
            />
          </>
        }
      >
        <Breadcrumbs
          items={[{ label: 'Trang chủ', href: '/' }, { label: 'CRM', href: '/crm' }, { label: 'Khách hàng' }]}
        />
        <h1>Khách hàng</h1>
        <Alert tone="warning" title="Lưu ý">
          Dữ liệu đang được đồng bộ.
        </Alert>
        <StatCard label="Doanh thu" value="12,500,000" hint="Hôm nay" />
        <StatCard label="Khách mới" isLoading />
        <Card title="Bộ lọc" actions={<Button variant="secondary">Xóa lọc</Button>}>
          <Form>
            <TextField label="Tìm kiếm" description="Tên hoặc số điện thoại" />
            <Checkbox defaultSelected>Chỉ khách VIP</Checkbox>
            <PrimaryColorPicker value="#7367F0" onChange={() => undefined} />
            <Button type="submit">Lọc</Button>
            <Button variant="danger">Xóa</Button>
            <Button variant="ghost">Bỏ qua</Button>
          </Form>
        </Card>
      </AppShell>
    </ThemeRoot>
  );
}

describe('accessibility (axe-core)', () => {
  for (const theme of ['light', 'dark', 'semi-dark'] as const) {
    it(`AppShell with content has no violations (${theme})`, async () => {
      const screen = await render(<Shell theme={theme} />);
      await expect.element(screen.getByRole('heading', { name: 'Khách hàng', level: 1 })).toBeInTheDocument();
      expect(await violations(document.body)).toEqual([]);
    });
  }

  for (const theme of ['light', 'dark'] as const) {
    it(`AuthLayout sign-in has no violations (${theme})`, async () => {
      const screen = await render(
        <ThemeRoot theme={theme}>
          <AuthLayout
            brand="Sen ERP"
            title="Đăng nhập"
            subtitle="Chào mừng trở lại"
            footer={<a href="/auth/forgot-password">Quên mật khẩu?</a>}
          >
            <Form>
              <TextField label="Tên đăng nhập" isRequired />
              <TextField label="Mật khẩu" type="password" isRequired errorMessage="Sai mật khẩu" />
              <Checkbox>Ghi nhớ đăng nhập</Checkbox>
              <Button type="submit" fullWidth>
                Đăng nhập
              </Button>
            </Form>
          </AuthLayout>
        </ThemeRoot>,
      );
      await expect.element(screen.getByRole('heading', { name: 'Đăng nhập' })).toBeInTheDocument();
      expect(await violations(document.body)).toEqual([]);
    });
  }

  it('StatusPage has no violations', async () => {
    const screen = await render(
      <ThemeRoot>
        <StatusPage
          code="404"
          title="Không tìm thấy trang"
          description="Trang bạn tìm không tồn tại."
          action={<Button>Về trang chủ</Button>}
        />
      </ThemeRoot>,
    );
    await expect.element(screen.getByRole('heading', { name: 'Không tìm thấy trang' })).toBeInTheDocument();
    expect(await violations(document.body)).toEqual([]);
  });
});
