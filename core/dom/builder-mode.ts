// The page builder's editing view (Divi's visual builder: the `et-fb` body class, the `et_fb` query argument, or its
// utilities' builderType other than the front end's 'fe'): there forms are being designed, not used, so they mount
// but never submit (SPEC §1, §6).

export function isBuilderEditing(win: Window = window): boolean {
  if (win.document.body.classList.contains('et-fb')) return true;
  if (new URL(win.location.href).searchParams.has('et_fb')) return true;
  const utilities = (win as unknown as { et_builder_utils_params?: { builderType?: unknown } }).et_builder_utils_params;
  return typeof utilities?.builderType === 'string' && utilities.builderType !== '' && utilities.builderType !== 'fe';
}
