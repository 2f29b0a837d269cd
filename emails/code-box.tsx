// The 6-digit code of a code e-mail, large and spaced for reading off a phone: one row of the frame's table.

export function CodeBox({ code }: { code: string }) {
  return (
    <tr>
      <td align="center" style={{ padding: '20px 28px' }}>
        <div
          style={{
            display: 'inline-block',
            padding: '14px 22px',
            borderRadius: 12,
            backgroundColor: '#f0fdfa',
            border: '1px solid #99f6e4',
            fontSize: 36,
            fontWeight: 700,
            letterSpacing: 10,
            color: '#0f172a',
            fontFamily: "'SFMono-Regular', Menlo, Consolas, monospace",
          }}
        >
          {code}
        </div>
      </td>
    </tr>
  );
}
