/**
 * The class chooser at the top of a teacher page that works on one class (word plans, free reading):
 * a labelled select of the teacher's classes, with a first "choose a class" option (value 0).
 * @param props - the select's id, label, placeholder, the chosen class (0 for none), the classes, the
 * change handler, and the test id and extra class name the page's tests and styles use
 * @returns the field
 */
export function ClassPicker(props: {
  id: string;
  label: string;
  placeholder: string;
  value: number;
  classes: readonly { class_id: number; name: string }[] | undefined;
  onPick: (classId: number) => void;
  testId: string;
  className?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        className={props.className}
        value={props.value || ""}
        onChange={(e) => props.onPick(Number(e.target.value) || 0)}
        data-testid={props.testId}
      >
        <option value="">{props.placeholder}</option>
        {props.classes?.map((c) => (
          <option key={c.class_id} value={c.class_id}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}
