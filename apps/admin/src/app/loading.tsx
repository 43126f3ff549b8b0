import { Spin } from 'antd';

/** What stands in while a chunk of the console loads. */
export function Loading() {
  return (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spin />
    </div>
  );
}
