import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Avatar } from './Avatar';

const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#000"/></svg>',
)}`;

describe('Avatar', () => {
  it('falls back to initials when the picture fails and shows a new picture when src changes', async () => {
    const screen = await render(<Avatar name="Trần Thị Mai" src="/khong-co-anh.png" />);
    const avatar = screen.getByRole('img', { name: 'Trần Thị Mai' });
    await expect.element(avatar).toHaveTextContent('TM');

    await screen.rerender(<Avatar name="Trần Thị Mai" src={picture} />);
    await expect.poll(() => avatar.element().querySelector('img')?.getAttribute('src')).toBe(picture);
    await expect.element(avatar).not.toHaveTextContent('TM');
  });

  it('treats an empty src as no picture', async () => {
    const screen = await render(<Avatar name="Nguyễn Văn An" src="" />);
    await expect.element(screen.getByRole('img', { name: 'Nguyễn Văn An' })).toHaveTextContent('NA');
    expect(document.querySelector('img')).toBeNull();
  });
});
