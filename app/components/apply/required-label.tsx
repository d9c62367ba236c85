/** A field label with the spec's asterisk; the asterisk is for sighted users only. */
export function RequiredLabel({ children }: { children: string }) {
  return (
    <>
      {children}
      <span aria-hidden="true" className="text-red-700">
        {" "}
        *
      </span>
    </>
  );
}
