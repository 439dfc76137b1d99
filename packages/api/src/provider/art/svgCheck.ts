/**
 * What is wrong with a generated SVG, as a list (empty when nothing is): tags that do not nest, an attribute that is
 * not `name="value"`, a number that is not one, and anything a picture of ours must not hold (text, an outside image
 * or link, a script, an event handler). Used by the art's tests; the art is built from strings, so this is its parser.
 */
export function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  if (
    !/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+" width="\d+" height="\d+">/.test(
      svg,
    )
  )
    problems.push('not an <svg> root with its namespace, viewBox and size');
  const stack: string[] = [];
  const rest = svg.replace(
    /<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z0-9:-]+="[^"<>]*")*)\s*(\/?)>/g,
    (_, close, name, attributes, self) => {
      if (/^(text|tspan|textPath|image|script|foreignObject|a|use|style)$/.test(name))
        problems.push(`<${name}>`);
      if (/\son[a-z]+=|href=|url\((?!#)/i.test(attributes))
        problems.push(`outside reference or handler in <${name}>`);
      if (/NaN|undefined|Infinity/.test(attributes)) problems.push(`not a number in <${name}>`);
      if (close) {
        if (stack.pop() !== name) problems.push(`</${name}> closes nothing open`);
      } else if (!self) stack.push(name);
      return '';
    },
  );
  if (stack.length > 0) problems.push(`unclosed: ${stack.join(', ')}`);
  if (rest.trim() !== '') problems.push(`stray content: ${rest.trim().slice(0, 40)}`);
  return problems;
}
