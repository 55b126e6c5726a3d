<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AtomicFile</name>
    <message>
        <source>no output file was given</source>
        <translation>没有给出输出文件</translation>
    </message>
    <message>
        <source>cannot write %1: it is a folder</source>
        <translation>无法写入 %1：它是一个文件夹</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>AttentionLab::AttentionMatrixModel</name>
    <message>
        <source>Score of “%1” for “%2”: %3</source>
        <extracomment>Tooltip of a heatmap cell showing scores. %1 and %2 are words, %3 the dot product.</extracomment>
        <translation>『%1』对『%2』的得分：%3</translation>
    </message>
    <message>
        <source>Attention “%1” gives “%2”: %3</source>
        <extracomment>Tooltip of a heatmap cell. %1 attends to %2 with weight %3 (two decimals).</extracomment>
        <translation>『%1』分给『%2』的注意力：%3</translation>
    </message>
    <message>
        <source>“%1” is not in the vocabulary: it has a made-up vector</source>
        <translation>『%1』不在词表中：它用的是一个自动生成的向量</translation>
    </message>
</context>
<context>
    <name>AttentionLab::MainWindow</name>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>Attention Lab</source>
        <translation>注意力实验室</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Attention Lab</source>
        <translation>关于注意力实验室(&amp;A)</translation>
    </message>
    <message>
        <source>Chapters</source>
        <translation>章节</translation>
    </message>
    <message>
        <source>About Attention Lab</source>
        <translation>关于注意力实验室</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Attention Lab %1&lt;/h3&gt;&lt;p&gt;A desktop laboratory for the intuition behind self-attention: the same word gets a different vector in a different sentence, because it attends to its neighbours.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;注意力实验室 %1&lt;/h3&gt;&lt;p&gt;一个帮你建立自注意力直觉的桌面实验室：同一个词在不同的句子里得到不同的向量，因为它会关注身边的词。&lt;/p&gt;&lt;p&gt;以 GNU 通用公共许可证第 3 版或更高版本发布。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>AttentionLab::SentenceBar</name>
    <message>
        <source>No words yet: type a sentence, e.g. 吃 苹果 和 香蕉</source>
        <translation>还没有词：输入一个句子，例如 吃 苹果 和 香蕉</translation>
    </message>
    <message numerus="yes">
        <source>(%n words in all)</source>
        <translation><numerusform>（共 %n 个词）</numerusform></translation>
    </message>
    <message>
        <source>words marked ? are not in the vocabulary</source>
        <translation>带 ? 的词不在词表中</translation>
    </message>
    <message>
        <source>Add a sentence</source>
        <translation>添加句子</translation>
    </message>
    <message>
        <source>Sentence &amp;%1</source>
        <translation>句子 &amp;%1</translation>
    </message>
    <message>
        <source>Type a sentence, with or without spaces</source>
        <translation>输入一个句子，加不加空格都可以</translation>
    </message>
    <message>
        <source>Sentence %1</source>
        <translation>句子 %1</translation>
    </message>
    <message>
        <source>Remove sentence %1</source>
        <translation>删除句子 %1</translation>
    </message>
</context>
<context>
    <name>AttentionLab::TokenModel</name>
    <message>
        <source>Word</source>
        <translation>词</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>『%1』：%2</translation>
    </message>
    <message>
        <source>“%1” (not in the vocabulary, made-up vector): %2</source>
        <translation>『%1』（不在词表中，自动生成的向量）：%2</translation>
    </message>
</context>
<context>
    <name>AttentionLab::VocabularyModel</name>
    <message>
        <source>“%1” is not in the vocabulary; edit a component to add it</source>
        <translation>『%1』不在词表中；修改任一分量即可把它加入词表</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>词</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>A desktop laboratory for the intuition behind self-attention. Without an export option the window opens.</source>
        <translation>建立自注意力直觉的桌面实验室。不带导出选项时打开窗口。</translation>
    </message>
    <message>
        <source>A sentence to study; repeat for several (default: the lesson's two).</source>
        <translation>要研究的句子；可重复给出多句（默认：课程中的两句）。</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>Divide the scores by T before softmax (default 1).</source>
        <translation>在 softmax 之前把得分除以 T（默认 1）。</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Interface language: zh or en (default: zh, en on an English system).</source>
        <translation>界面语言：zh 或 en（默认 zh；英文系统上为 en）。</translation>
    </message>
    <message>
        <source>zh|en</source>
        <translation>zh|en</translation>
    </message>
    <message>
        <source>Write tokens, vectors, scores, weights, outputs and unknown words of every sentence as JSON, then exit.</source>
        <translation>把每个句子的词、向量、得分、权重、输出和未知词写成 JSON，然后退出。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Write sentence 1's attention weights as CSV (UTF-8), then exit.</source>
        <translation>把句子 1 的注意力权重写成 CSV（UTF-8），然后退出。</translation>
    </message>
    <message>
        <source>--sentence: at most %1 sentences, got %2</source>
        <translation>--sentence：最多 %1 个句子，实际给了 %2 个</translation>
    </message>
    <message>
        <source>--sentence %1: the sentence is empty</source>
        <translation>--sentence %1：句子是空的</translation>
    </message>
    <message>
        <source>--sentence %1: “%2” has no words, only punctuation or spaces</source>
        <translation>--sentence %1：『%2』里没有词，只有标点或空格</translation>
    </message>
    <message>
        <source>--temperature: “%1” is not a number greater than 0</source>
        <translation>--temperature：『%1』不是大于 0 的数</translation>
    </message>
    <message>
        <source>--lang: “%1” is not a supported language; use zh or en</source>
        <translation>--lang：不支持『%1』这种语言；请用 zh 或 en</translation>
    </message>
    <message>
        <source>--%1: no file name given</source>
        <translation>--%1：没有给出文件名</translation>
    </message>
    <message>
        <source>--export-json: %1</source>
        <translation>--export-json：%1</translation>
    </message>
    <message>
        <source>--export-csv: %1</source>
        <translation>--export-csv：%1</translation>
    </message>
</context>
<context>
    <name>Vocabulary</name>
    <message>
        <source>not valid JSON at offset %1: %2</source>
        <translation>第 %1 个字节处不是有效的 JSON：%2</translation>
    </message>
    <message>
        <source>the vocabulary names no dimensions</source>
        <translation>词表没有给出维度名称</translation>
    </message>
    <message>
        <source>word %1: component %2 is not a number</source>
        <translation>第 %1 个词：第 %2 个分量不是数字</translation>
    </message>
    <message>
        <source>word %1: “%2” appears twice</source>
        <translation>第 %1 个词：『%2』出现了两次</translation>
    </message>
    <message>
        <source>word %1 (“%2”): %3</source>
        <translation>第 %1 个词（『%2』）：%3</translation>
    </message>
    <message>
        <source>%1 dimensions instead of %2</source>
        <translation>有 %1 个维度，应为 %2 个</translation>
    </message>
    <message>
        <source>the word is empty</source>
        <translation>词是空的</translation>
    </message>
    <message>
        <source>%1 components instead of %2</source>
        <translation>有 %1 个分量，应为 %2 个</translation>
    </message>
    <message>
        <source>a component is not a finite number</source>
        <translation>有分量不是有限的数</translation>
    </message>
</context>
</TS>
