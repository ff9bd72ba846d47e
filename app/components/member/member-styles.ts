// Mantine's styles for the components the member side uses beyond the mall's (app/mantine-styles.ts
// holds those): imported by the member pages' modules, so the mall's pages do not carry them.
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Timeline.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Card.css';
