// Reading the theme's split-test classes (reference §19): a subject `et_pb_ab_subject_id-<postID>_<subjectID>`, a
// goal `et_pb_ab_goal_id-<postID>`, a placeholder `et_pb_subject_placeholder_id_<postID>_<subjectID>`. The subject id
// of a test is the theme's: that of the first element on the page whose class names the test's subject.

export function subjectOf(element: Element): { postId: string; subjectId: string } | null {
  const match = /(?:^|\s)et_pb_ab_subject_id-(\d+)_(\w+)/.exec(element.className);
  return match ? { postId: match[1]!, subjectId: match[2]! } : null;
}

export function goalPostId(element: Element): string | null {
  return /(?:^|\s)et_pb_ab_goal_id-(\d+)(?:\s|$)/.exec(element.className)?.[1] ?? null;
}

/** The test's first subject element on the page (the theme's `*[class*=et_pb_ab_subject_id-<postID>_]`). */
export function firstSubject(postId: string, doc: Document = document): Element | null {
  return [...doc.querySelectorAll(`[class*="et_pb_ab_subject_id-${postId}_"]`)].find((element) => subjectOf(element)?.postId === postId) ?? null;
}

export function placeholderSelector(postId: string, subjectId: string): string {
  return `.et_pb_subject_placeholder_id_${postId}_${subjectId}`;
}
