import CoachPanelChat from './panel/CoachPanelChat';
import ScoreCard from './panel/ScoreCard';

/** SPEC §2 'CV coaching side panel': the score card above the coach chat. */
export default function CoachingPanel() {
  return (
    <div className="coaching-panel">
      <ScoreCard />
      <CoachPanelChat />
    </div>
  );
}
