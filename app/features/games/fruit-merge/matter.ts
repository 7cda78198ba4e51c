/**
 * The five matter-js modules the engine runs, taken from the package's own sources (the same code its
 * one-file build concatenates). That build also carries the renderer, runner, mouse, composites, SVG
 * and query helpers the game never uses; importing the modules alone keeps the route within its budget.
 */
import Bodies from 'matter-js/src/factory/Bodies.js';
import Body from 'matter-js/src/body/Body.js';
import Composite from 'matter-js/src/body/Composite.js';
import Engine from 'matter-js/src/core/Engine.js';
import Events from 'matter-js/src/core/Events.js';

export { Bodies, Body, Composite, Engine, Events };
