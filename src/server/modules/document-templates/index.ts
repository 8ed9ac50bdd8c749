// The face of the document-templates module: what other modules may use (issue 33 point 4). An automation
// generates a document from a template the rule's author may see, prefilled from the matter, its
// run's transaction within withDocumentRenders (the document rendered outside it, decision 0414).
export { type DocumentRenders, withDocumentRenders } from './generation-render';
export { generateFromTemplate } from './document-templates.actions';
export { visibleTemplate } from './document-templates.service';
export { prefillFromMatter } from './prefill.service';
