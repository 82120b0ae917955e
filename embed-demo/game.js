// Word Path: get from one word to another through the words related to it. The graph lives on the school page
// (<tj-graph-explore>); this frame drives it through the kit's messages and hears it back (kit.on): the graph after
// every change, and the words the learner explores on the graph itself, which count as moves too.
import { connectToKit } from '{{KIT_ORIGIN}}/kit/tj-game.js';

const PUZZLE = { start: 'water', target: 'glacier' };
/** How long the school page may take to draw a word's graph. */
const GRAPH_WAIT_MS = 15000;

const $ = (id) => document.getElementById(id);
const status = $('status');
const trail = $('trail');
const choices = $('choices');
const restart = $('restart');
const same = (a, b) => a.trim().toLowerCase() === b.trim().toLowerCase();

function say(text, tone = '') {
  status.textContent = text;
  status.dataset.tone = tone;
}

/** The school page's graph as it last told it, and the moves waiting for a word's graph to be drawn there. */
let shown = null;
const arrivals = new Set();
/** What a word explored on the school page's graph does in the game (set while a game is played). */
let onExplored = () => {};

function listen(kit) {
  kit.on((event) => {
    if (event.event === 'graph-changed') {
      shown = event.graph;
      for (const arrive of arrivals) arrive();
    } else if (event.event === 'node-explored') {
      onExplored(event.node.label);
    }
  });
}

/** Searches the word on the school page and resolves with its graph once the page says it is drawn there. */
async function goTo(kit, word) {
  const drawn = new Promise((resolve, reject) => {
    const arrive = () => {
      if (!shown?.thought || !same(shown.thought.label, word)) return;
      arrivals.delete(arrive);
      clearTimeout(timer);
      resolve(shown);
    };
    const timer = setTimeout(() => {
      arrivals.delete(arrive);
      reject(new Error(`the graph of “${word}” did not appear`));
    }, GRAPH_WAIT_MS);
    arrivals.add(arrive);
    arrive();
  });
  await kit.graph({ command: 'search', term: word });
  // Once, after the move: a page that already shows the word draws nothing new, so no graph-changed would come.
  shown = (await kit.graph({ command: 'read-graph' })).graph;
  for (const arrive of arrivals) arrive();
  return drawn;
}

/**
 * The words one relation away from the thought. Left out: other senses of the same word ("ice (object)") and its
 * synonyms (node ids "<thought id>#H2O"), whose graph is the thought's own again, under the thought's name.
 */
function nextWords(graph) {
  const id = graph.thought.id;
  const byId = new Map(
    graph.nodes.filter((node) => !node.id.startsWith(`${id}#`)).map((node) => [node.id, node.label]),
  );
  const words = new Set();
  for (const edge of graph.edges) {
    const other = edge.source === id ? edge.target : edge.target === id ? edge.source : null;
    const label = other && byId.get(other);
    if (label && !label.includes('(') && !same(label, graph.thought.label)) words.add(label);
  }
  return [...words].sort((a, b) => a.localeCompare(b));
}

function showTrail(path) {
  trail.replaceChildren(...path.map((word) => Object.assign(document.createElement('li'), { textContent: word })));
}

function showChoices(words, onPick) {
  choices.replaceChildren(
    ...words.map((word) => {
      const item = document.createElement('li');
      const button = Object.assign(document.createElement('button'), { type: 'button', textContent: word });
      button.addEventListener('click', () => onPick(word));
      item.append(button);
      return item;
    }),
  );
}

async function play(kit) {
  const path = [];
  restart.hidden = true;

  async function step(word) {
    onExplored = () => {};
    choices.querySelectorAll('button').forEach((button) => (button.disabled = true));
    say(`Going to ${word}…`);
    try {
      const graph = await goTo(kit, word);
      path.push(graph.thought.label);
      showTrail(path);
      // The word the player is on stands out on the school page's graph.
      await kit.graph({ command: 'select', id: graph.thought.id });
      if (same(word, PUZZLE.target)) {
        await kit.graph({ command: 'victory', id: graph.thought.id });
        choices.replaceChildren();
        say(`You reached ${PUZZLE.target} in ${path.length - 1} steps: ${path.join(' → ')}.`, 'won');
        restart.hidden = false;
        restart.focus();
        return;
      }
      const words = nextWords(graph);
      showChoices(words, step);
      // A related word explored on the school page's graph is a move too.
      onExplored = (label) => {
        const word = words.find((choice) => same(choice, label));
        if (word) void step(word);
      };
      say(`You are at ${graph.thought.label}. ${words.length} related words to choose from.`);
      choices.querySelector('button')?.focus();
    } catch (error) {
      say(`The school page did not take the move: ${error.message}. Choose again, or reload this page.`, 'error');
      choices.querySelectorAll('button').forEach((button) => (button.disabled = false));
    }
  }

  await step(PUZZLE.start);
}

$('start').textContent = PUZZLE.start;
$('target').textContent = PUZZLE.target;
try {
  const kit = await connectToKit();
  listen(kit);
  await kit.connected(true);
  restart.addEventListener('click', () => void play(kit));
  await play(kit);
} catch (error) {
  say(`This game could not reach the school page: ${error.message}. Reload the page to try again.`, 'error');
}
