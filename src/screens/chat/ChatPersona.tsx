export interface ChatPersonaProps {
  /** The coach's name, shown as the chat's heading. */
  name: string;
  /** The line under the name: the coach's role, or a status such as 'Online'. */
  detail: string;
  /** Marks `detail` as a presence status (a dot beside it; the word itself carries the meaning). */
  online?: boolean;
  /** Id given to the heading, so the conversation log can be named by it. */
  headingId: string;
}

/** The coach persona at the top of a chat: an initial as avatar, the name as heading, and a detail line. */
export default function ChatPersona({ name, detail, online = false, headingId }: ChatPersonaProps) {
  return (
    <header className="coach-chat__header">
      <span className="coach-chat__avatar" aria-hidden="true">
        {name.slice(0, 1)}
      </span>
      <div>
        <h2 className="coach-chat__name" id={headingId}>
          {name}
        </h2>
        <p className="coach-chat__role" data-online={online || undefined}>
          {detail}
        </p>
      </div>
    </header>
  );
}
