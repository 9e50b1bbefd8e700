import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { Form, FormActions } from '../Form';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    onSelectionChange: fn(),
    children: (
      <>
        <TabList aria-label="Thông tin khách hàng">
          <Tab id="general">Thông tin chung</Tab>
          <Tab id="orders">Đơn hàng</Tab>
          <Tab id="debts" isDisabled>
            Công nợ
          </Tab>
          <Tab id="notes">Ghi chú</Tab>
        </TabList>
        <TabPanel id="general">Nguyễn Văn A, 0901234567</TabPanel>
        <TabPanel id="orders">Chưa có đơn hàng</TabPanel>
        <TabPanel id="debts">Không có công nợ</TabPanel>
        <TabPanel id="notes">Khách quen</TabPanel>
      </>
    ),
  },
  argTypes: { orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'Thông tin chung' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Nguyễn Văn A');
    await userEvent.click(canvas.getByRole('tab', { name: 'Đơn hàng' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('orders');
    await expect(canvas.getByRole('tabpanel', { name: 'Đơn hàng' })).toHaveTextContent('Chưa có đơn hàng');
  },
};

/** Arrow keys move between tabs, skipping the disabled 'Công nợ'; Home/End jump to the ends. */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Thông tin chung' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Đơn hàng' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Ghi chú' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('debts');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Thông tin chung' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Ghi chú' })).toHaveFocus();
  },
};

export const DisabledTab: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const debts = canvas.getByRole('tab', { name: 'Công nợ' });
    await expect(debts).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(debts);
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('debts');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Nguyễn Văn A');
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Đơn hàng' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** A form in each panel; panels are force-mounted so what was typed survives switching tabs. */
export const WithForms: Story = {
  args: {
    children: (
      <>
        <TabList aria-label="Hồ sơ nhân viên">
          <Tab id="personal">Cá nhân</Tab>
          <Tab id="contact">Liên hệ</Tab>
        </TabList>
        <TabPanel id="personal" shouldForceMount>
          <Form aria-label="Thông tin cá nhân">
            <TextField label="Họ tên" />
            <TextField label="CCCD" />
          </Form>
        </TabPanel>
        <TabPanel id="contact" shouldForceMount>
          <Form aria-label="Thông tin liên hệ">
            <TextField label="Điện thoại" type="tel" />
            <TextArea label="Địa chỉ" />
            <FormActions>
              <Button type="submit">Lưu</Button>
            </FormActions>
          </Form>
        </TabPanel>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Họ tên' }), 'Trần Thị Mai');
    await userEvent.click(canvas.getByRole('tab', { name: 'Liên hệ' }));
    // The hidden panel's fields are out of the accessibility tree.
    await expect(canvas.queryByRole('textbox', { name: 'Họ tên' })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Điện thoại' }), '0901234567');
    await userEvent.click(canvas.getByRole('tab', { name: 'Cá nhân' }));
    await expect(canvas.getByRole('textbox', { name: 'Họ tên' })).toHaveValue('Trần Thị Mai');
    await userEvent.click(canvas.getByRole('tab', { name: 'Liên hệ' }));
    await expect(canvas.getByRole('textbox', { name: 'Điện thoại' })).toHaveValue('0901234567');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const SemiDark: Story = { globals: { theme: 'semi-dark' } };
