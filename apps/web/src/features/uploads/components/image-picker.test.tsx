import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ImagePicker } from './image-picker';

vi.mock('@/components/ui/toast', () => ({ showToast: vi.fn() }));
const { showToast } = await import('@/components/ui/toast');

const fetchMock = vi.fn<typeof fetch>();
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function png(size: number, name = 'photo.png'): File {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  return new File([bytes], name, { type: 'image/png' });
}

function renderPicker() {
  const onUploaded = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ImagePicker label="更換頭像" onUploaded={onUploaded} data-testid="picker" inputTestId="picker-input">
        avatar
      </ImagePicker>
    </QueryClientProvider>,
  );
  const pick = (file: File) => fireEvent.change(screen.getByTestId('picker-input'), { target: { files: [file] } });
  return { onUploaded, pick };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(showToast).mockClear();
});

describe('ImagePicker (spec §5 "Images")', () => {
  it('offers the image types the server takes', () => {
    renderPicker();
    expect(screen.getByTestId('picker-input').getAttribute('accept')).toBe('image/png,image/jpeg,image/webp,image/gif');
  });

  it('an image of 1 MB or more shows the oversize message with its size and is never uploaded', async () => {
    const { onUploaded, pick } = renderPicker();
    pick(png(Math.round(1.5 * 1024 * 1024)));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('圖片大小為 1.5 MB，請選擇小於 1 MB 的圖片'));
    pick(png(1024 * 1024));
    await waitFor(() => expect(showToast).toHaveBeenLastCalledWith('圖片大小為 1.0 MB，請選擇小於 1 MB 的圖片'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('an image under 1 MB is uploaded as the multipart part `file`', async () => {
    const { onUploaded, pick } = renderPicker();
    const stored = {
      url: '/files/0123456789abcdef0123456789abcdef-64x64.webp',
      name: '0123456789abcdef0123456789abcdef-64x64.webp',
      size: 2048,
      contentType: 'image/webp',
      width: 64,
      height: 64,
      variants: [],
    };
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 200, msg: 'ok', data: stored }), { headers: { 'content-type': 'application/json' } }),
    );
    const file = png(2048);
    pick(file);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(stored));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/file/file/upload');
    expect(init!.body).toBeInstanceOf(FormData);
    expect((init!.body as FormData).get('file')).toBeInstanceOf(File);
    expect(((init!.body as FormData).get('file') as File).size).toBe(2048);
  });

  it('refuses a file that is not one of the image types', async () => {
    const { pick } = renderPicker();
    pick(new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('僅支援 PNG、JPEG、WebP 或 GIF 圖片'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
