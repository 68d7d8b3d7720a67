/**
 * An ISE-shaped read_sentence result written for the tests (reference "Ken plays the guitar every
 * evening"): "the" omitted, "guitar" mispronounced (its "ih" heard as "iy"), "every" repeated, an inserted
 * "um", and "evening" with two pronunciation tips (v said like b, a vowel "uw" added after the final "ng").
 * Phones carry their 0-5 scores.
 */
export const SAMPLE_ISE_XML = `\uFEFF<?xml version="1.0" ?>
<xml_result>
  <read_sentence lan="en" type="study" version="7,0,0,1024">
    <rec_paper>
      <read_chapter accuracy_score="3.412" beg_pos="0" content="Ken plays the guitar every evening." end_pos="310" except_info="0" fluency_score="3.100" integrity_score="4.000" is_rejected="false" reject_type="0" score_pattern="sentence" standard_score="3.300" total_score="3.357" word_count="6">
        <sentence beg_pos="0" content="Ken plays the guitar every evening." end_pos="310" index="0" total_score="3.357" word_count="6">
          <word beg_pos="12" content="Ken" dp_message="0" end_pos="48" global_index="0" index="0" property="0" total_score="4.700">
            <syll beg_pos="12" content="k eh n" end_pos="48" serr_msg="0">
              <phone beg_pos="12" content="k" dp_message="0" end_pos="20" score="4.80"/>
              <phone beg_pos="20" content="eh" dp_message="0" end_pos="36" score="4.60"/>
              <phone beg_pos="36" content="n" dp_message="0" end_pos="48" score="4.70"/>
            </syll>
          </word>
          <word beg_pos="48" content="plays" dp_message="0" end_pos="95" global_index="1" index="1" total_score="4.200">
            <phone beg_pos="48" content="p" dp_message="0" end_pos="58" score="4.30"/>
            <phone beg_pos="58" content="l" dp_message="0" end_pos="66" score="3.90"/>
            <phone beg_pos="66" content="ey" dp_message="0" end_pos="84" score="4.40"/>
            <phone beg_pos="84" content="z" dp_message="0" end_pos="95" score="4.20"/>
          </word>
          <word beg_pos="95" content="the" dp_message="16" end_pos="95" global_index="2" index="2" total_score="0"/>
          <word beg_pos="95" content="um" dp_message="32" end_pos="120" global_index="3" index="3" total_score="0"/>
          <word beg_pos="120" content="guitar" dp_message="128" end_pos="170" global_index="4" index="4" total_score="1.500">
            <phone beg_pos="120" content="g" dp_message="0" end_pos="130" score="3.20"/>
            <phone beg_pos="130" content="ih" dp_message="128" end_pos="150" score="0.90" heard="iy"/>
            <phone beg_pos="150" content="t" dp_message="0" end_pos="160" score="2.40"/>
            <phone beg_pos="160" content="sil" dp_message="0" end_pos="170"/>
          </word>
          <word beg_pos="170" content="every" dp_message="64" end_pos="230" global_index="5" index="5" total_score="3.900"/>
          <word beg_pos="230" content="evening" dp_message="0" end_pos="290" global_index="6" index="6" total_score="2.400">
            <phone beg_pos="230" content="iy" dp_message="0" end_pos="240" score="3.90"/>
            <phone beg_pos="240" content="v" dp_message="128" end_pos="250" score="1.20" heard="b" tip="v-b"/>
            <phone beg_pos="250" content="n" dp_message="0" end_pos="262" score="3.50"/>
            <phone beg_pos="262" content="ih" dp_message="0" end_pos="272" score="3.00"/>
            <phone beg_pos="272" content="ng" dp_message="128" end_pos="290" score="2.00" heard="uw" tip="vowel-added"/>
          </word>
          <word beg_pos="290" content="sil" dp_message="0" end_pos="310" global_index="7" index="7" total_score="0"/>
        </sentence>
      </read_chapter>
    </rec_paper>
  </read_sentence>
</xml_result>`;
